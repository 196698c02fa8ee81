import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_REPLY } from '../../../contract/constants.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { PictureIcon } from '../shell/icons.tsx';
import { scalePhoto } from './photo-scale.ts';
import './tickets.css';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

/**
 * Photos (made smaller on the device) and PDFs for a message: at most five, each under 5 MB, with
 * previews, in the site's own elements (the reply box comes with the ticket's page, offline too,
 * with no UI library to load). Nothing is uploaded here: the files go with the message through
 * the outbox, and the thread shows their upload's progress.
 */
export function AttachmentPicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const current = useRef(files);
  useEffect(() => {
    current.current = files;
  }, [files]);
  const previews = useMemo(() => files.map((f) => (f.type.startsWith('image/') ? URL.createObjectURL(f) : undefined)), [files]);
  useEffect(() => () => previews.forEach((u) => u && URL.revokeObjectURL(u)), [previews]);

  const add = async (batch: File[]) => {
    setError(null);
    const picked: File[] = [];
    for (const file of batch) {
      if (!ACCEPTED.includes(file.type)) {
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
    const next = [...current.current, ...picked];
    if (next.length > ATTACHMENTS_PER_REPLY) setError(t`At most 5 files a message.`);
    onChange(next.slice(0, ATTACHMENTS_PER_REPLY));
  };

  return (
    <div className="attachment-picker">
      <label className="button-secondary attach-button">
        <input
          type="file"
          multiple
          accept={ACCEPTED.join(',')}
          className="visually-hidden"
          onChange={(e) => {
            const batch = [...(e.target.files ?? [])];
            // The same file may be chosen again after it was removed.
            e.target.value = '';
            void add(batch);
          }}
        />
        <Trans>Attach photos or PDF</Trans>
      </label>
      {files.length ? (
        <ul className="file-list" aria-label={t`Files to send`}>
          {files.map((f, i) => {
            const name = f.name;
            return (
              <FileItem key={`${i}-${f.name}-${f.size}`} name={f.name} size={f.size} type={f.type} preview={previews[i]}>
                <button type="button" className="file-remove" aria-label={t`Remove ${name}`} onClick={() => onChange(files.filter((_, j) => j !== i))}>
                  <span aria-hidden="true">×</span>
                </button>
              </FileItem>
            );
          })}
        </ul>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A file of a message: its picture (a photo's own, small) or kind, its name and size. */
function FileItem({ name, size, type, preview, children }: { name: string; size: number; type: string; preview?: string | undefined; children?: ReactNode }) {
  const kb = formatNumber(Math.max(1, Math.round(size / 1024)), useLocale());
  return (
    <li className="file-item">
      {preview ? (
        <img src={preview} alt="" width="40" height="40" className="file-thumb" />
      ) : (
        <span className="file-kind" aria-hidden="true">
          {type === 'application/pdf' ? 'PDF' : <PictureIcon />}
        </span>
      )}
      <span className="file-name">{name}</span>
      <span className="file-size">
        <Trans>{kb} KB</Trans>
      </span>
      {children}
    </li>
  );
}

/** The files of a message waiting in the outbox, with the upload's progress while it is sent. */
export function QueuedFiles({ files, status, progress }: { files: { id: string; name: string; size: number; type: string }[]; status: 'queued' | 'sending' | 'sent' | 'failed'; progress?: number }) {
  const { t } = useLingui();
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <ul className="file-list queued-files" data-status={status}>
      {files.map((f) => {
        const name = f.name;
        return (
          <FileItem key={f.id} name={f.name} size={f.size} type={f.type}>
            {status === 'sending' ? (
              <span role="progressbar" aria-label={t`Sending ${name}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="file-progress">
                <span style={{ inlineSize: `${percent}%` }} />
              </span>
            ) : null}
          </FileItem>
        );
      })}
    </ul>
  );
}
