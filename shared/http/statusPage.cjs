// The plain page a visitor gets on a host that names no school (404) or of a suspended school
// (503), in the words of siteStatus.json: no script, no style sheet of the site, nothing of any
// school. `npm start`'s host server sends it (scripts/siteTenancy.mjs), the host's nginx returns
// it (deploy/nginx/write-policy.mjs writes it into the template).

const escapeHtml = (text) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** One line (nginx returns it as a quoted string): @param {{ title: string, text: string }} words */
function statusPage({ title, text }) {
  return (
    `<!doctype html><html lang="ro"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`
  );
}

module.exports = { statusPage };
