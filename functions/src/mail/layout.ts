/**
 * One look for every mail: a heading, a few short paragraphs, a table of
 * details, at most one button, and a footer; the same words as plain text.
 */
import type { MailLanguage, MailMessage } from '@campcare/domain';

export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  details?: [label: string, value: string][];
  action?: { label: string; url: string };
  /** A picture attached inline (its Content-ID), shown under the paragraphs; the text gets `caption`. */
  image?: { cid: string; alt: string; caption: string };
  /** Small print under everything (why this mail came, how to stop it). */
  footer?: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** `language`: what the mail is written in, for readers and screen readers (`<html lang>`). */
export function renderMail(content: MailContent, language: MailLanguage = 'en'): Omit<MailMessage, 'attachments'> {
  const details = content.details ?? [];
  const footer = content.footer ?? [];
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.image ? [content.image.caption, ''] : []),
    ...(details.length ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '-- ',
    'CampCare',
    ...footer,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a202c">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${
  content.image
    ? `<p style="text-align:center;margin:8px 0 16px"><img src="cid:${escapeHtml(content.image.cid)}" alt="${escapeHtml(content.image.alt)}" width="200" height="200" style="display:block;margin:0 auto"><span style="font-family:monospace;font-size:14px">${escapeHtml(content.image.caption)}</span></p>`
    : ''
}
${
  details.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px;font-size:15px">${details
        .map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#4a5568;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`)
        .join('')}</table>`
    : ''
}
${
  content.action
    ? `<p style="margin:16px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#2b6cb0;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:bold">${escapeHtml(content.action.label)}</a></p>`
    : ''
}
<p style="font-size:12px;color:#718096;margin:24px 0 0">CampCare${footer.map((f) => `<br>${escapeHtml(f)}`).join('')}</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}
