export function Spinner({ label = 'Loading...', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 text-slate-300 ${className}`}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-neon-cyan/30 border-t-neon-cyan motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  );
}
