/**
 * `@estate/react/dashboard`: the agent dashboard, its chart drawn with uPlot (issue 25). An entry
 * of its own: install `uplot` (an optional peer) to use it.
 */
export { AgentDashboard, AgentDashboardView, DASHBOARD_RANGES, type AgentDashboardProps, type AgentDashboardViewProps } from './components/dashboard/AgentDashboard.js';
