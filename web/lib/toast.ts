import type { toast as sonnerToast } from 'sonner'

type Toast = typeof sonnerToast
type Variant = 'success' | 'error' | 'info' | 'warning' | 'message'

// sonner loads with the first toast, not with the first page. Toasts shown before the lazy
// <Toaster> mounts are not lost: it replays the active ones when it subscribes.
let loading: Promise<Toast> | undefined
const load = () => {
  loading ??= import('sonner').then((module) => module.toast)
  return loading
}

function variant<K extends Variant>(name: K) {
  return (...args: Parameters<Toast[K]>) => {
    void load().then((toast) => (toast[name] as (...all: Parameters<Toast[K]>) => unknown)(...args))
  }
}

/** sonner's `toast` for screens on the first-load path: same calls, loaded on first use. */
export const toast = Object.assign(
  (...args: Parameters<Toast>) => {
    void load().then((toast) => toast(...args))
  },
  {
    success: variant('success'),
    error: variant('error'),
    info: variant('info'),
    warning: variant('warning'),
    message: variant('message'),
  },
)
