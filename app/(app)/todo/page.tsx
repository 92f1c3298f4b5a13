/** Placeholder of the tasks board (the board's own issue replaces this page). */
export default function TodoPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold tracking-tight">Tasks</h1>
    </main>
  );
}
