import { securityTexts } from '@common/security-texts'
import { Button } from '@web/components/ui/button'
import { toast } from '@web/lib/toast'
import { Copy, Download } from 'lucide-react'

function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Chromium reads the blob asynchronously after click(); revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** The 10 one-time codes, shown once after setup or regeneration: copy or download them. */
export function BackupCodes({ codes, email }: { codes: string[]; email: string }) {
  const asText = `${securityTexts.codesFileHeading(email)}\n${codes.join('\n')}\n`
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      toast.success(securityTexts.codesCopied)
    } catch {
      // Clipboard refused (permissions, http): the codes stay on screen to select by hand.
    }
  }
  return (
    <div className="grid gap-4">
      <ul
        aria-label={securityTexts.backupCodesTitle}
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-xl border border-border bg-muted p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden />
          {securityTexts.copyCodes}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => downloadText(securityTexts.codesFileName, asText)}
        >
          <Download aria-hidden />
          {securityTexts.downloadCodes}
        </Button>
      </div>
    </div>
  )
}
