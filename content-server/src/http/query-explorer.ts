/**
 * The page people get on GET /graphql: a small query console (query, variables, run, result) that posts to
 * the same endpoint. Everything is inline, so it works with no network beyond this server.
 */
export function queryExplorerPage(endpoint: string): string {
  const initial = `query Menus {
  menuItems(first: 20, where: { location: PRIMARY, parentDatabaseId: 0 }) {
    nodes { label uri childItems { nodes { label uri } } }
  }
}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Query explorer — Altitude content server</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; display: grid; grid-template-rows: auto 1fr; height: 100vh; }
  header { display: flex; gap: 1rem; align-items: center; padding: .5rem 1rem; border-bottom: 1px solid #8884; }
  h1 { font-size: 1rem; margin: 0; }
  main { display: grid; grid-template-columns: 1fr 1fr; min-height: 0; }
  section { display: grid; grid-template-rows: auto 2fr auto 1fr; min-height: 0; padding: .5rem; gap: .25rem; }
  textarea, pre { font: 13px/1.4 ui-monospace, monospace; width: 100%; box-sizing: border-box; margin: 0; }
  textarea { resize: none; padding: .5rem; }
  pre { overflow: auto; padding: .5rem; background: #8881; }
  button { font: inherit; padding: .3rem 1rem; }
  label { font-size: .8rem; }
</style>
</head>
<body>
<header><h1>Query explorer</h1><button id="run" type="button">Run (Ctrl+Enter)</button><span id="status" role="status"></span></header>
<main>
  <section>
    <label for="query">Query</label>
    <textarea id="query" spellcheck="false"></textarea>
    <label for="variables">Variables (JSON)</label>
    <textarea id="variables" spellcheck="false">{}</textarea>
  </section>
  <pre id="result" aria-live="polite" aria-label="Result"></pre>
</main>
<script>
  const endpoint = ${JSON.stringify(endpoint)};
  const query = document.getElementById('query');
  const variables = document.getElementById('variables');
  const result = document.getElementById('result');
  const status = document.getElementById('status');
  query.value = localStorage.getItem('explorer.query') || ${JSON.stringify(initial)};
  async function run() {
    localStorage.setItem('explorer.query', query.value);
    let vars;
    try { vars = JSON.parse(variables.value || '{}'); } catch (error) { result.textContent = 'Variables are not valid JSON: ' + error.message; return; }
    status.textContent = 'Running…';
    const started = performance.now();
    try {
      const response = await fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: query.value, variables: vars }) });
      result.textContent = JSON.stringify(await response.json(), null, 2);
      status.textContent = 'HTTP ' + response.status + ' in ' + Math.round(performance.now() - started) + ' ms';
    } catch (error) {
      result.textContent = String(error);
      status.textContent = 'Failed';
    }
  }
  document.getElementById('run').addEventListener('click', run);
  document.addEventListener('keydown', (event) => { if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') run(); });
</script>
</body>
</html>`;
}
