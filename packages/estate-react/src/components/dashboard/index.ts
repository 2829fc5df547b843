/** The agent dashboard: metric tiles, the chart (uPlot, loaded when first shown), the listings table and top listings. */
export { AgentDashboard, AgentDashboardView, DASHBOARD_RANGES, type AgentDashboardProps, type AgentDashboardViewProps } from './AgentDashboard.js';
