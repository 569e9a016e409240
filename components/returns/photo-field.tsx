'use client';

import { useTranslations } from 'next-intl';
import { complaintPhotoLimits } from '@contract/codes/complaints';
import { fieldDescription, FieldFrame } from '@/components/form/field-frame';

/** The defect's photos: a file input that takes several images (the limits are in its hint). */
export function PhotoField({ id, error, onChange }: { id: string; error?: string; onChange: (files: File[]) => void }) {
  const t = useTranslations('returns.form');
  const hint = t('photosHint');
  return (
    <FieldFrame id={id} label={t('photos')} optional={t('optional')} hint={hint} error={error}>
      <input
        id={id}
        type="file"
        multiple
        accept={complaintPhotoLimits.types.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(id, { hint, error })}
        className="block min-h-11 w-full text-sm"
        onChange={(event) => onChange([...(event.target.files ?? [])])}
      />
    </FieldFrame>
  );
}

/** A picked file as the API takes it: its bytes in base64, without the `data:` prefix. */
export function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
