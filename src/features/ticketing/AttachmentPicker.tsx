import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Upload, type UploadFile } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_REPLY } from '../../../contract/constants.ts';
import { scalePhoto } from './photo-scale.ts';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

/**
 * Photos (made smaller on the device) and PDFs for a message: at most five, each under 5 MB, with
 * previews, in antd's Upload. Nothing is uploaded here: the files go with the message through the
 * outbox, and the thread shows their upload's progress.
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
  const list: UploadFile[] = files.map((f, i) => ({ uid: `${i}-${f.name}-${f.size}`, name: f.name, size: f.size, type: f.type, status: 'done', thumbUrl: previews[i] }));

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
      <Upload
        accept={ACCEPTED.join(',')}
        multiple
        listType="picture"
        fileList={list}
        // Called once per chosen file with the whole choice: the choice is taken in one go, at its first file.
        beforeUpload={(file, batch) => {
          if (file === batch[0]) void add(batch);
          return Upload.LIST_IGNORE;
        }}
        onRemove={(f) => {
          onChange(files.filter((_, i) => list[i]!.uid !== f.uid));
          return false;
        }}
        showUploadList={{ showPreviewIcon: false, showDownloadIcon: false }}
      >
        <Button>
          <Trans>Attach photos or PDF</Trans>
        </Button>
      </Upload>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The files of a message waiting in the outbox, in antd's upload list, with the upload's progress while it is sent. */
export function QueuedFiles({ files, status, progress }: { files: { id: string; name: string; size: number; type: string }[]; status: 'queued' | 'sending' | 'sent' | 'failed'; progress?: number }) {
  const list: UploadFile[] = files.map((f) => ({
    uid: f.id,
    name: f.name,
    size: f.size,
    type: f.type,
    status: status === 'sending' ? 'uploading' : status === 'failed' ? 'error' : 'done',
    ...(status === 'sending' ? { percent: Math.round((progress ?? 0) * 100) } : {}),
  }));
  return <Upload fileList={list} disabled showUploadList={{ showRemoveIcon: false, showPreviewIcon: false, showDownloadIcon: false }} className="queued-files" />;
}
