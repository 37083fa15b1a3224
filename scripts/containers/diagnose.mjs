// What a failed run leaves to read before anything is torn down: every container of a compose
// project that is not running and healthy, with its state, its healthcheck's last answers and the
// end of its log. A CI failure is then diagnosable from the run's output alone.
import { docker } from './docker.mjs';

const LOG_LINES = 150;

/** Each container of `project`: { id, name, state, health } (health is '' without a healthcheck). */
async function containersOf(project) {
  const listed = await docker(['ps', '-aq', '--filter', `label=com.docker.compose.project=${project}`], { allowFail: true });
  const ids = listed.output.trim().split('\n').filter(Boolean);
  if (listed.status !== 0 || ids.length === 0) return [];
  const format = '{{.Id}}|{{.Name}}|{{.State.Status}}|{{if .State.Health}}{{.State.Health.Status}}{{end}}|{{.State.ExitCode}}|{{.RestartCount}}';
  const inspected = await docker(['inspect', '-f', format, ...ids], { allowFail: true });
  return inspected.output.trim().split('\n').filter((line) => line.includes('|')).map((line) => {
    const [id, name, state, health, exitCode, restarts] = line.split('|');
    return { id, name: name.replace(/^\//, ''), state, health, exitCode, restarts };
  });
}

const isWell = ({ state, health }) => state === 'running' && (health === '' || health === 'healthy');

/** Prints the state of every container of `project`, and the health log and log tail of each unwell one. */
export async function reportContainers(project) {
  const containers = await containersOf(project);
  if (containers.length === 0) return;
  console.log(`\n=== containers of ${project}`);
  for (const c of containers) console.log(`${isWell(c) ? 'ok  ' : 'BAD '} ${c.name}: ${c.state}${c.health ? ` (${c.health})` : ''}, exit code ${c.exitCode}, restarted ${c.restarts} times`);
  for (const c of containers.filter((container) => !isWell(container))) {
    console.log(`\n--- ${c.name}: healthcheck answers`);
    const health = await docker(['inspect', '-f', '{{if .State.Health}}{{range .State.Health.Log}}{{.Start}} exit {{.ExitCode}}: {{.Output}}\n{{end}}{{end}}', c.id], { allowFail: true });
    console.log(health.output.trim() || '(no healthcheck)');
    console.log(`--- ${c.name}: last ${LOG_LINES} log lines`);
    console.log((await docker(['logs', '--timestamps', '--tail', String(LOG_LINES), c.id], { allowFail: true })).output.trimEnd());
  }
}
