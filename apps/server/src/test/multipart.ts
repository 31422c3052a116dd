/** A multipart/form-data body with one file, as a browser's FormData sends it, for app.inject. */
export async function multipartFile(content: string | Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const form = new FormData();
  form.append(options.field ?? 'file', new Blob([content], { type: options.type ?? 'text/csv' }), options.filename ?? 'rates.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}
