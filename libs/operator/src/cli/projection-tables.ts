/**
 * The projections' tables, loaded on use by the commands that read or rebuild them: through
 * `@lomo/event-store/sql` they bring the database drivers, which `--help` and usage errors need
 * not load. The commands import this file, not the library, lazily: Nx takes a library imported
 * lazily anywhere as lazy-loaded and then refuses every static import of it.
 */
export { migrateProjections, projectionStatus, rebuildProjection, streamStatsByCategory } from '@lomo/event-store/sql';
