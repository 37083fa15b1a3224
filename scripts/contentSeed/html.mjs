// Small HTML writers for the seed's rich-text sections (the texts are plain; escaped here).
const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const p = (text) => `<p>${escape(text)}</p>`;
export const ul = (items) => `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;
export const link = (href, text) => `<p><a href="${escape(href)}">${escape(text)}</a></p>`;
/** A schedule: what happens, and when. */
export const schedule = (rows) =>
  `<table><thead><tr><th>Activitate</th><th>Perioada</th></tr></thead><tbody>${rows
    .map((row) => `<tr><td>${escape(row.label)}</td><td>${escape(row.period)}</td></tr>`)
    .join('')}</tbody></table>`;
