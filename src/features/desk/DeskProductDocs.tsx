/**
 * A product's documents at the desk (issue 31 §4): the instructions for use, certificates and
 * datasheets it carries, each with its language and date, to open or remove; and a form to upload
 * one (a PDF, at most 10 MB, with its kind, language, titles in both languages and the day it was
 * issued or revised). The product's pages list it at once, and a saved pack takes it offline.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Form, Input, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, type DocumentKind } from '../../../contract/constants.ts';
import type { DeskProduct, DeskProductDocument } from '../../../contract/staff.ts';
import { formatDate } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { DOCUMENT_KIND_WORDS, documentKilobytes } from '../../product/document-words.ts';
import { addProductDocument, productDocuments, removeProductDocument } from './desk-api.ts';
import { DeskError } from './DeskParts.tsx';
import { useDeskAction, useDeskData } from './use-desk-data.ts';

type NewDocument = { kind: DocumentKind; lang: 'fa' | 'en'; title_fa: string; title_en: string; issued_on: string };

/** `onRecorded`: a document was added or removed (the product's history has a new entry). */
export function DeskProductDocs({ product, onRecorded }: { product: DeskProduct; onRecorded?: () => void }) {
  const { t, i18n } = useLingui();
  const lang = useLocale();
  const docs = useDeskData(() => productDocuments(product.id), [product.id]);
  const [form] = Form.useForm<NewDocument>();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const add = useDeskAction(async (v: NewDocument) => {
    const added = await addProductDocument(product.id, { ...v, title_fa: v.title_fa.trim(), title_en: v.title_en.trim() }, file!);
    docs.set([...(docs.data ?? []), added]);
    form.resetFields();
    setFile(null);
    setInputKey((k) => k + 1);
    onRecorded?.();
    return added;
  });
  const remove = useDeskAction(async (d: DeskProductDocument) => {
    await removeProductDocument(product.id, d.id);
    docs.set((docs.data ?? []).filter((x) => x.id !== d.id));
    onRecorded?.();
    return d;
  });
  const choose = (chosen: File | undefined) => {
    setFile(null);
    if (!chosen) return setFileProblem(null);
    if (chosen.type && chosen.type !== 'application/pdf') return setFileProblem(t`Choose a PDF file.`);
    if (chosen.size > DOCUMENT_MAX_BYTES) return setFileProblem(t`The file is larger than 10 MB.`);
    setFileProblem(null);
    setFile(chosen);
  };
  const submit = (v: NewDocument) => {
    if (!file) return setFileProblem(t`Choose the document's PDF.`);
    void add.run(v);
  };
  const size = (bytes: number) => documentKilobytes(bytes, lang);
  return (
    <section aria-labelledby="desk-docs-title">
      <h2 className="desk-subtitle" id="desk-docs-title">
        <Trans>Documents</Trans>
      </h2>
      <DeskError error={docs.error} retry={docs.reload} />
      {docs.data?.length ? (
        <ul className="desk-docs">
          {docs.data.map((d) => {
            const title = lang === 'en' ? d.title_en : d.title_fa;
            const kb = size(d.bytes);
            const date = formatDate(d.issued_on, lang);
            const language = d.lang === 'fa' ? t`Persian` : t`English`;
            return (
              <li key={d.id} className="desk-doc">
                <a href={d.url} target="_blank" rel="noopener">
                  <strong>{i18n._(DOCUMENT_KIND_WORDS[d.kind])}</strong> · {title}
                </a>
                <span className="desk-muted">
                  <Trans>
                    {language} · {kb} kB · {date}
                  </Trans>
                </span>
                <Popconfirm title={t`Remove this document from the product?`} okText={t`Remove`} cancelText={t`Keep`} okButtonProps={{ danger: true }} onConfirm={() => void remove.run(d)}>
                  <Button danger aria-label={t`Remove ${title}`}>
                    <Trans>Remove</Trans>
                  </Button>
                </Popconfirm>
              </li>
            );
          })}
        </ul>
      ) : docs.data ? (
        <p className="desk-muted">
          <Trans>No document: the product page lists none.</Trans>
        </p>
      ) : null}
      <DeskError error={remove.error} retry={() => void remove.retry()} />
      <Form<NewDocument> form={form} layout="vertical" className="desk-lot-form" initialValues={{ kind: 'ifu', lang }} onFinish={submit} onValuesChange={() => add.clear()}>
        <Form.Item label={t`The document (PDF, at most 10 MB)`} required validateStatus={fileProblem ? 'error' : undefined} help={fileProblem ?? undefined}>
          <input key={inputKey} type="file" accept="application/pdf,.pdf" aria-label={t`The document (PDF, at most 10 MB)`} onChange={(e) => choose(e.target.files?.[0])} className="desk-file" />
        </Form.Item>
        <Form.Item name="kind" label={t`Kind`} rules={[{ required: true }]}>
          <Select options={DOCUMENT_KINDS.map((k) => ({ value: k, label: i18n._(DOCUMENT_KIND_WORDS[k]) }))} />
        </Form.Item>
        <Form.Item name="lang" label={t`Language of the document`} rules={[{ required: true }]}>
          <Select
            options={[
              { value: 'fa', label: t`Persian` },
              { value: 'en', label: t`English` },
            ]}
          />
        </Form.Item>
        <Form.Item name="title_fa" label={t`Title in Persian`} rules={[{ required: true, whitespace: true, min: 2, max: 200, message: t`Give the title in Persian (2 to 200 characters).` }]}>
          <Input dir="rtl" />
        </Form.Item>
        <Form.Item name="title_en" label={t`Title in English`} rules={[{ required: true, whitespace: true, min: 2, max: 200, message: t`Give the title in English (2 to 200 characters).` }]}>
          <Input dir="ltr" />
        </Form.Item>
        <Form.Item name="issued_on" label={t`Issued or revised on`} rules={[{ required: true, message: t`Enter the date on the document.` }]}>
          <Input type="date" dir="ltr" />
        </Form.Item>
        {add.error?.status_code === 409 ? (
          <Alert type="warning" showIcon className="desk-alert" message={t`This product carries this file already.`} />
        ) : (
          <DeskError error={add.error} retry={() => void add.retry()} />
        )}
        <Button htmlType="submit" loading={add.busy} block>
          <Trans>Add the document</Trans>
        </Button>
      </Form>
    </section>
  );
}
