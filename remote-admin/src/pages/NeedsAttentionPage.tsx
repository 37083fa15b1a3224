// /admin/needs-attention: 'Needs attention' (MANAGER and ADMIN). The dashboard's list of what to
// fix, for the editors who may not open the dashboard (one of the spec's ADMIN-only routes).
import { NeedsAttention } from './dashboard/NeedsAttention';

export default function NeedsAttentionPage() {
  return <NeedsAttention screenTitle />;
}
