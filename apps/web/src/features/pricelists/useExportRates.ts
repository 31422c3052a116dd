import { useMutation } from '@tanstack/react-query';
import { exportRates } from '@ringledger/contract';
import { apiDownload } from '../../api/client';
import { operationPath } from '../../framework';
import { exportFileName } from './rate-files';

function saveFile(file: Blob, name: string) {
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

/** Downloads the pricelist's rates as CSV through the API client, which carries the bearer header. */
export function useExportRates(pricelist: { id: number; name: string }) {
  return useMutation({
    mutationFn: () => apiDownload(operationPath(exportRates, { id: pricelist.id })),
    onSuccess: (file) => saveFile(file, exportFileName(pricelist.name)),
  });
}
