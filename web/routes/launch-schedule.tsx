// Placeholder: the screen lands with issue 32's web part.
export function Component() {
  return null
}
