// remote-auth alone (its dev server, for its team's development): its own routes in the shared
// standalone frame (its own store, router, theme; see @school/shared/standalone).
import { renderStandalone } from '@school/shared/standalone';
import { routes } from './routes';

export const startStandalone = () => renderStandalone(routes, { lang: 'ro' });
