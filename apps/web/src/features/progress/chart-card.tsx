// The charts are shared with the exercise page: they live in src/components/charts.
export * from '#web/components/charts/chart-card.tsx';
