/**
 * What changed in the register, by date, from what the register states: its created and
 * last-updated dates, its increment, and the audit note naming the re-audited rows. The
 * register records no per-row dates, so rows carry the register's last-updated date.
 */
import type { Register, Row } from './schema.ts';

export interface RegisterChange {
  /** ISO date-time, as the register writes it. */
  date: string;
  title: string;
  text: string;
  rows: string[];
}

export function registerChanges(register: Extract<Register, { published: true }>, rows: readonly Row[]): RegisterChange[] {
  const ids = rows.map((r) => r.id);
  const current = register.auditNote.currentRows.filter((id) => ids.includes(id));
  const changes: RegisterChange[] = [
    {
      date: register.lastUpdated,
      title: `${register.title} register, increment ${register.increment}`,
      text: `Last updated. ${register.auditNote.text}`,
      rows: ids,
    },
  ];
  if (current.length) {
    changes.push({
      date: register.lastUpdated,
      title: `Re-audited at ${register.auditNote.currentCommit}: ${current.join(', ')}`,
      text: register.preamble.join(' '),
      rows: current,
    });
  }
  changes.push({ date: register.created, title: `${register.title} register created`, text: register.description, rows: [] });
  return changes;
}

/** Escape text for XML. */
export function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An Atom feed of the register's rows and changes. */
export function atomFeed(options: {
  siteUrl: string;
  feedUrl: string;
  register: Extract<Register, { published: true }>;
  rows: readonly Row[];
  rowUrl: (id: string) => string;
}): string {
  const { siteUrl, feedUrl, register, rows, rowUrl } = options;
  const updated = new Date(register.lastUpdated).toISOString();
  const changes = registerChanges(register, rows);
  const entries = [
    ...changes.map((c, i) => ({
      id: `${siteUrl}changes/#change-${i + 1}`,
      title: c.title,
      link: `${siteUrl}changes/#change-${i + 1}`,
      updated: new Date(c.date).toISOString(),
      summary: c.text,
    })),
    ...rows.map((r) => ({
      id: rowUrl(r.id),
      title: `${r.id} ${r.title}`,
      link: rowUrl(r.id),
      updated,
      summary: `${r.audit.status} (${r.audit.label}); value ${r.value.sign}, effort ${r.effort.size}, risk ${r.risk.level}.`,
    })),
  ];
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${xml(`MCP capability register: ${register.title}`)}</title>`,
    `  <subtitle>${xml(register.description)}</subtitle>`,
    `  <id>${xml(siteUrl)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(siteUrl)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>MCP capability register</name></author>`,
    ...entries.map((e) =>
      [
        '  <entry>',
        `    <id>${xml(e.id)}</id>`,
        `    <title>${xml(e.title)}</title>`,
        `    <link rel="alternate" type="text/html" href="${xml(e.link)}"/>`,
        `    <updated>${e.updated}</updated>`,
        `    <summary>${xml(e.summary)}</summary>`,
        '  </entry>',
      ].join('\n'),
    ),
    '</feed>',
    '',
  ].join('\n');
}
