import { useNavigate } from 'react-router';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { AUDIO_CATEGORIES, audioCategory, audioFiles } from '@ringledger/contract';
import { useUploadAudio } from './useUploadAudio';
import { FieldFrame } from '../../framework/forms/FieldFrame';
import { FormActions } from '../../framework/forms/FormActions';
import { describedBy, isErrorShown, showFieldErrors } from '../../framework/forms/field-errors';
import { Panel } from '../../ui/Panel';
import { inputClass, inputStateClass } from '../../ui/field-styles';

const fileClass = 'file:mr-3 file:rounded-md file:border-0 file:bg-brand-blue/10 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-blue';

/** Spec §5: the messages a person sees for a missing category or file, and for a file that is not .wav. */
const uploadSchema = z.object({
  category: z.string().min(1, 'Category is required').pipe(audioCategory),
  file: z.custom<File | null>().transform((file, context) => {
    if (!file) context.addIssue({ code: 'custom', message: 'An audio file is required' });
    else if (!/\.wav$/i.test(file.name)) context.addIssue({ code: 'custom', message: 'Only .wav files can be uploaded' });
    return file ?? z.NEVER;
  }),
});

type UploadValues = z.input<typeof uploadSchema>;
type Upload = z.output<typeof uploadSchema>;

/** /audio_files/upload: a WAV prompt into one category, then back to the list. */
export function UploadAudioPage() {
  const navigate = useNavigate();
  const form = useForm<UploadValues, unknown, Upload>({ resolver: zodResolver(uploadSchema), defaultValues: { category: '', file: null }, mode: 'all' });
  const upload = useUploadAudio();

  const submit = form.handleSubmit(
    // The server reads the file itself: a renamed text file is refused there, under the file field.
    (choice) =>
      upload.mutate(choice, {
        onSuccess: () => {
          toast.success(audioFiles.messages.created);
          void navigate(`/${audioFiles.name}?page=1`);
        },
        onError: (error) => showFieldErrors(error, form.setError),
      }),
    () => {
      if (!form.getValues('file')) toast.error('Please select a file to upload');
    },
  );

  // A submit shows every problem, as touching each field would.
  const errorOf = (name: FieldPath<UploadValues>) => {
    const state = form.getFieldState(name, form.formState);
    return isErrorShown(state) || form.formState.isSubmitted ? state.error?.message : undefined;
  };
  const ids = { category: 'audio-category', file: 'audio-file' };
  const errors = { category: errorOf('category'), file: errorOf('file') };

  return (
    <Panel className="max-w-2xl p-6">
      <form noValidate aria-label={audioFiles.titles.create} onSubmit={submit}>
        <div className="space-y-4">
          <FieldFrame inputId={ids.category} label="Category" isRequired error={errors.category}>
            <select
              id={ids.category}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={describedBy(ids.category, { hasHelp: false, hasError: Boolean(errors.category) })}
              className={`${inputClass} ${inputStateClass(Boolean(errors.category))}`}
              {...form.register('category')}
            >
              <option value="">Choose a category</option>
              {AUDIO_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </FieldFrame>
          <FieldFrame inputId={ids.file} label="Audio file (.wav)" isRequired error={errors.file}>
            <input
              id={ids.file}
              type="file"
              accept=".wav,audio/wav,audio/x-wav"
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={describedBy(ids.file, { hasHelp: false, hasError: Boolean(errors.file) })}
              onChange={(event) => form.setValue('file', event.target.files?.[0] ?? null, { shouldValidate: true, shouldTouch: true })}
              className={`${inputClass} ${inputStateClass(Boolean(errors.file))} ${fileClass}`}
            />
          </FieldFrame>
        </div>
        <FormActions submitLabel="Upload" isDisabled={false} isPending={upload.isPending} onCancel={() => void navigate(`/${audioFiles.name}?page=1`)} />
      </form>
    </Panel>
  );
}
