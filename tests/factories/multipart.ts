/** A multipart body for app.inject, built by the platform's own FormData encoder. */
export async function multipart(
  fields: Record<string, string | string[]>,
  files: { field: string; name: string; type: string; data: Buffer }[] = [],
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item)
  }
  for (const file of files)
    form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  const response = new Response(form)
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  }
}
