/**
 * What a product's document is, in words, and its size as the product page and the desk both say
 * it (issue 31 §4). In the public catalog: the desk loads it too.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentKind } from '../../contract/constants.ts';
import { formatNumber } from '../i18n/format.ts';
import type { Locale } from '../../shared/locale.ts';

export const DOCUMENT_KIND_WORDS: Record<DocumentKind, MessageDescriptor> = {
  ifu: msg`Instructions for use`,
  ce: msg`CE certificate`,
  iso13485: msg`ISO 13485 certificate`,
  imed: msg`IMED registration`,
  datasheet: msg`Datasheet`,
};

/** A document's size in whole kilobytes (1024 bytes, at least 1), in the page's digits. */
export const documentKilobytes = (bytes: number, locale: Locale) => formatNumber(Math.max(1, Math.round(bytes / 1024)), locale);
