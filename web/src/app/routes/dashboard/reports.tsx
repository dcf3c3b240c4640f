// A route module of its own (routes.ts) for a screen that shares its file with its siblings.
export { ReportsRoute as default } from '@/app/routes/dashboard/moderation';
