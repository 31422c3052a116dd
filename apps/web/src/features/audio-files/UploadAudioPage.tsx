import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { AUDIO_CATEGORIES, audioFiles, uploadAudioFile } from '@ringledger/contract';
import { apiUpload } from '../../api/client';
import { operationPath, queryKeys } from '../../framework';
import { FormActions } from '../../framework/forms/FormActions';
import { Panel } from '../../ui/Panel';
import { inputClass, inputStateClass } from '../../ui/field-styles';

const labelClass = 'mb-1.5 block text-sm font-medium text-brand-navy dark:text-slate-200';
const fileClass = 'file:mr-3 file:rounded-md file:border-0 file:bg-brand-blue/10 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-blue';

/** Spec §5: the messages a person sees for a missing category or file, and for a file that is not .wav. */
function problemsOf(category: string, file: File | null) {
  return {
    category: category ? null : 'Category is required',
    file: !file ? 'An audio file is required' : /\.wav$/i.test(file.name) ? null : 'Only .wav files can be uploaded',
  };
}

/** /audio_files/upload: a WAV prompt into one category, then back to the list. */
export function UploadAudioPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = { category: useId(), file: useId() };
  const [category, setCategory] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState({ category: false, file: false });
  const problems = problemsOf(category, file);
  const upload = useMutation({
    mutationFn: (choice: { category: string; file: File }) =>
      apiUpload(operationPath(uploadAudioFile, { category: choice.category }), choice.file, { field: uploadAudioFile.upload.field }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.all(audioFiles) });
      toast.success(audioFiles.messages.created);
      void navigate(`/${audioFiles.name}?page=1`);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ category: true, file: true });
    if (!file) {
      toast.error('Please select a file to upload');
      return;
    }
    if (problems.category || problems.file) return;
    upload.mutate({ category, file });
  };

  const shownProblem = (field: 'category' | 'file') => (touched[field] ? problems[field] : null);

  return (
    <Panel className="max-w-2xl p-6">
      <form noValidate aria-label={audioFiles.titles.create} onSubmit={submit}>
        <div className="space-y-4">
          <div>
            <label htmlFor={ids.category} className={labelClass}>
              Category
            </label>
            <select
              id={ids.category}
              value={category}
              aria-invalid={Boolean(shownProblem('category'))}
              aria-describedby={shownProblem('category') ? `${ids.category}-error` : undefined}
              onChange={(event) => setCategory(event.target.value)}
              onBlur={() => setTouched((current) => ({ ...current, category: true }))}
              className={`${inputClass} ${inputStateClass(Boolean(shownProblem('category')))}`}
            >
              <option value="">Choose a category</option>
              {AUDIO_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
            {shownProblem('category') && (
              <p id={`${ids.category}-error`} className="mt-1 text-sm text-brand-red">
                {shownProblem('category')}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={ids.file} className={labelClass}>
              Audio file (.wav)
            </label>
            <input
              id={ids.file}
              type="file"
              accept=".wav,audio/wav,audio/x-wav"
              aria-invalid={Boolean(shownProblem('file'))}
              aria-describedby={shownProblem('file') ? `${ids.file}-error` : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setTouched((current) => ({ ...current, file: true }));
              }}
              className={`${inputClass} ${inputStateClass(Boolean(shownProblem('file')))} ${fileClass}`}
            />
            {shownProblem('file') && (
              <p id={`${ids.file}-error`} className="mt-1 text-sm text-brand-red">
                {shownProblem('file')}
              </p>
            )}
          </div>
        </div>
        <FormActions submitLabel="Upload" isDisabled={false} isPending={upload.isPending} onCancel={() => void navigate(`/${audioFiles.name}?page=1`)} />
      </form>
    </Panel>
  );
}
