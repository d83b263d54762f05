// Applies the chosen theme before the first paint (no flash): 'light', 'dark', or the system's.
// Loaded as a plain script from /theme.js because the CSP allows no inline script.
;(() => {
  const KEY = 'makerfolio-theme'
  const media = window.matchMedia('(prefers-color-scheme: dark)')
  const read = () => {
    try {
      const value = localStorage.getItem(KEY)
      return value === 'light' || value === 'dark' ? value : 'system'
    } catch {
      return 'system'
    }
  }
  const apply = () => {
    const choice = read()
    document.documentElement.dataset.theme =
      choice === 'system' ? (media.matches ? 'dark' : 'light') : choice
  }
  apply()
  media.addEventListener('change', apply)
  window.makerfolioTheme = {
    get: read,
    set(choice) {
      try {
        if (choice === 'system') localStorage.removeItem(KEY)
        else localStorage.setItem(KEY, choice)
      } catch {}
      apply()
    },
  }
})()
