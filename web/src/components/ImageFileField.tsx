/**
 * A labelled picture-file input (camp image, profile photo). The caller keeps
 * the chosen files and checks them on submit; choosing again clears the error.
 */
import { Field, Input } from '@chakra-ui/react';
import { useId } from 'react';
import { translate } from '../lib/i18n/index.ts';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

export function ImageFileField({
  label,
  required = false,
  error,
  keepHint,
  onChoose,
}: {
  label: string;
  required?: boolean;
  error: string | null;
  /** Shown under the input while there is no error, when leaving it empty keeps the current picture. */
  keepHint?: string;
  onChoose: (files: FileList | null) => void;
}) {
  const id = useId();
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input id={id} type="file" accept={IMAGE_TYPES} p="1" onChange={(e) => onChoose(e.target.files)} />
      {keepHint && !error && <Field.HelperText>{keepHint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** Larger picture files are refused before any upload (the browser downscales the rest). */
const IMAGE_MAX_MEGABYTES = 20;

/** The image file input: a picture, required when adding a camp; the problem in the catalog's words. */
export function imageFileError(files: FileList | null | undefined, required: boolean): string | null {
  const file = files?.[0];
  if (!file) return required ? translate('form.required') : null;
  if (!file.type.startsWith('image/')) return translate('dashboard.image.type');
  if (file.size > IMAGE_MAX_MEGABYTES * 1_000_000) return translate('dashboard.image.size', { megabytes: IMAGE_MAX_MEGABYTES });
  return null;
}
