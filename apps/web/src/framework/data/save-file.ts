/** Hands a file the API sent (fetched with the bearer header, which a plain link cannot carry) to the browser as a download. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
