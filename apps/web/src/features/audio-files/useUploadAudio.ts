import { useMutation, useQueryClient } from '@tanstack/react-query';
import { audioFiles, uploadAudioFile, type AudioCategory } from '@ringledger/contract';
import { apiUpload } from '../../api/client';
import { operationPath, queryKeys, type RowOf } from '../../framework';

/** Uploads a WAV into a category; the audio file lists and lookups then show it. */
export function useUploadAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { category: AudioCategory; file: File }) =>
      apiUpload<RowOf<typeof audioFiles>>(operationPath(uploadAudioFile, { category: choice.category }), choice.file, { field: uploadAudioFile.upload.field }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.all(audioFiles) }),
  });
}
