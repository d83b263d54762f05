// Runs before every component test file (vitest.config.ts, project 'web-dom').
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, vi } from 'vitest'

// findBy* and waitFor wait up to 5 s (1 s by default): a lazy chunk's first import can take
// longer on two busy cores. They return as soon as the screen matches, so passing tests stay fast.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  // Unmounts what the test rendered (Vitest has no globals, so Testing Library cannot do it).
  cleanup()
  // Toasts live in sonner's module state: a new Toaster would replay the last test's ones.
  toast.dismiss()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
