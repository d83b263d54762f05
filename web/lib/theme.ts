export type ThemeChoice = 'system' | 'light' | 'dark'

type ThemeApi = { get(): ThemeChoice; set(choice: ThemeChoice): void }

/** The theme chosen in settings, remembered in this browser; applied by /theme.js. */
function themeApi(): ThemeApi | undefined {
  return (window as unknown as { makerfolioTheme?: ThemeApi }).makerfolioTheme
}

export function getThemeChoice(): ThemeChoice {
  return themeApi()?.get() ?? 'system'
}

export function setThemeChoice(choice: ThemeChoice) {
  themeApi()?.set(choice)
}
