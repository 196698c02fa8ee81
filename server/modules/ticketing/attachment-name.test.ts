import { describe, expect, it } from 'vitest';
import { attachmentName } from './attachment-name.ts';

describe('an attachment’s stored name', () => {
  it('loses bidi overrides and control characters, and takes the extension of its content', () => {
    expect(attachmentName('invoice\u202Egnp.exe', 'png')).toBe('invoicegnp.png');
    expect(attachmentName('report.html', 'png')).toBe('report.png');
    expect(attachmentName('scan\u2067.pdf\u2069.jpg', 'pdf')).toBe('scan.pdf.pdf');
    expect(attachmentName('a\u0000b\u0007c.png', 'png')).toBe('abc.png');
    expect(attachmentName('..\\..\\etc/passwd', 'jpg')).toBe('passwd.jpg');
    expect(attachmentName('"quoted".jpeg', 'jpg')).toBe('quoted.jpg');
  });

  it('keeps a Persian name with its zero-width non-joiner, and names a nameless file', () => {
    expect(attachmentName('عکس‌جعبه.JPG', 'jpg')).toBe('عکس‌جعبه.jpg');
    expect(attachmentName('', 'pdf')).toBe('file.pdf');
    expect(attachmentName('\u202E', 'webp')).toBe('file.webp');
    expect(attachmentName('.hidden', 'png')).toBe('hidden.png');
    expect(attachmentName(`${'ب'.repeat(300)}.png`, 'png')).toBe(`${'ب'.repeat(100)}.png`);
  });
});
