/** A reply being written at the desk, kept on the device as it is typed: a reload, a crash or a failed send loses none of it. */
import { readLocal, writeLocal } from '../../lib/local-store.ts';

type Drafts = Record<string, string>;

function all(): Drafts {
  try {
    const parsed: unknown = JSON.parse(readLocal('deskDrafts') ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Drafts) : {};
  } catch {
    return {};
  }
}

export const readDraft = (ticketId: number): string => all()[ticketId] ?? '';

/** Keeps the text (an empty one removes the draft). */
export function writeDraft(ticketId: number, text: string) {
  const drafts = all();
  if (text.trim()) drafts[ticketId] = text;
  else delete drafts[ticketId];
  writeLocal('deskDrafts', Object.keys(drafts).length ? JSON.stringify(drafts) : null);
}
