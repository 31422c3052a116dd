import { useMutation } from '@tanstack/react-query';
import { exportRates } from '@ringledger/contract';
import { apiDownload } from '../../api/client';
import { operationPath, saveFile } from '../../framework';
import { exportFileName } from './rate-files';

/** Downloads the pricelist's rates as CSV through the API client, which carries the bearer header. */
export function useExportRates(pricelist: { id: number; name: string }) {
  return useMutation({
    mutationFn: () => apiDownload(operationPath(exportRates, { id: pricelist.id })),
    onSuccess: (file) => saveFile(file, exportFileName(pricelist.name)),
  });
}
