// A one-page placeholder PDF (PDF 1.4, Helvetica) that says it stands in for a document the school
// has not published yet, with the title the site gives it. Written by hand, with no dependency,
// for the placeholder scripts of the host (host/scripts) and of the public pages (remote-public/scripts).

const SCHOOL = 'Școala Gimnazială „Mihai Eminescu” Valea Florilor';

// The standard 14 fonts speak WinAnsi (cp1252), which lacks ă ș ț: in the page text they fall back to
// their base letters; the document's Title (metadata, UTF-16) keeps the exact Romanian title.
const WIN_ANSI_EXTRA = { '„': 0x84, '”': 0x94, '“': 0x93, '—': 0x97, '–': 0x96, '’': 0x92 };

function winAnsi(text) {
  const bytes = [];
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0);
    if (WIN_ANSI_EXTRA[ch]) bytes.push(WIN_ANSI_EXTRA[ch]);
    else if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else {
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[șş]/g, 's').replace(/[ȘŞ]/g, 'S').replace(/[țţ]/g, 't').replace(/[ȚŢ]/g, 'T');
      for (const b of base) bytes.push(b.codePointAt(0) < 0x100 ? b.codePointAt(0) : 0x3f);
    }
  }
  return bytes;
}

/** A PDF literal string from bytes, escaping what PDF requires. */
function pdfString(bytes) {
  let out = '(';
  for (const b of bytes) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${String.fromCharCode(b)}`;
    else if (b < 0x20 || b > 0x7e) out += `\\${b.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(b);
  }
  return `${out})`;
}

/** UTF-16BE hex string with BOM, for Info dictionary text. */
function pdfTextString(text) {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i += 1) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

function wrap(text, max) {
  const rows = [];
  let row = '';
  for (const word of text.split(/\s+/)) {
    const next = row ? `${row} ${word}` : word;
    if (next.length > max && row) {
      rows.push(row);
      row = word;
    } else row = next;
  }
  if (row) rows.push(row);
  return rows;
}

export function placeholderPdf({ title, collection }) {
  const lines = [
    { size: 11, text: SCHOOL },
    { size: 11, text: collection },
    { size: 6, text: '' },
    ...wrap(title, 42).map((text) => ({ size: 20, text, bold: true })),
    { size: 10, text: '' },
    ...wrap(
      'DOCUMENT PROVIZORIU (placeholder). Școala nu a publicat încă documentul original; acest fișier ține locul lui pe site și va fi înlocuit cu documentul oficial.',
      80,
    ).map((text) => ({ size: 11, text })),
  ];
  let y = 780;
  const ops = ['BT'];
  for (const line of lines) {
    y -= line.size * 1.5;
    if (!line.text) continue;
    ops.push(`/${line.bold ? 'F2' : 'F1'} ${line.size} Tf`, `1 0 0 1 56 ${y.toFixed(0)} Tm`, `${pdfString(winAnsi(line.text))} Tj`);
  }
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /Lang (ro-RO) >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfTextString(title)} /Subject ${pdfTextString(`${collection} — document provizoriu`)} /Author ${pdfTextString(SCHOOL)} /Producer (generatePlaceholderDocuments.mjs) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
