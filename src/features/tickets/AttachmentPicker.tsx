import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useState } from 'react';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_REPLY } from '../../../contract/constants.ts';
import { scalePhoto } from './photo-scale.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** Photos (made smaller on the device) and PDFs for a message: at most five, each under 5 MB, with previews. */
export function AttachmentPicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const previews = useMemo(() => files.map((f) => (f.type.startsWith('image/') ? URL.createObjectURL(f) : '')), [files]);
  useEffect(() => () => previews.forEach((u) => u && URL.revokeObjectURL(u)), [previews]);
  const add = async (list: FileList | null) => {
    if (!list) return;
    setError(null);
    const picked: File[] = [];
    for (const file of Array.from(list)) {
      if (!ACCEPT.split(',').includes(file.type)) {
        setError(t`Only photos (JPEG, PNG, WebP) and PDF files can be attached.`);
        continue;
      }
      const ready = await scalePhoto(file);
      if (ready.size > ATTACHMENT_MAX_BYTES) {
        setError(t`A file is larger than 5 MB.`);
        continue;
      }
      picked.push(ready);
    }
    const next = [...files, ...picked];
    if (next.length > ATTACHMENTS_PER_REPLY) setError(t`At most 5 files a message.`);
    onChange(next.slice(0, ATTACHMENTS_PER_REPLY));
  };
  return (
    <div className="attachment-picker">
      <label htmlFor={id} className="button-secondary attach-button">
        <Trans>Attach photos or PDF</Trans>
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        multiple
        className="visually-hidden"
        onChange={(e) => {
          void add(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {files.length ? (
        <ul className="attachment-previews">
          {files.map((f, i) => {
            const name = f.name;
            return (
              <li key={`${f.name}-${i}`}>
                {previews[i] ? <img src={previews[i]} alt="" width="64" height="64" /> : <span className="file-icon">PDF</span>}
                <span className="file-name">{f.name}</span>
                <button type="button" className="link-button" aria-label={t`Remove ${name}`} onClick={() => onChange(files.filter((_, j) => j !== i))}>
                  ✕
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
