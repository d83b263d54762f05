import { PRODUCT_NAME } from '@common/texts'
import { paths } from '@web/lib/paths'
import { Link } from 'react-router'
import { legalTexts } from '../texts'

export function SiteFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-5xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
        <nav aria-label={legalTexts.nav}>
          <ul className="flex gap-5">
            <li>
              <Link to={paths.privacy()} className="hover:text-foreground hover:underline">
                {legalTexts.privacyPolicy}
              </Link>
            </li>
            <li>
              <Link to={paths.terms()} className="hover:text-foreground hover:underline">
                {legalTexts.termsOfService}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
