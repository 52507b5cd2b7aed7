// The admin sidebar: title, the section links (current one marked aria-current="page"), the signed-in
// admin, Back to Site and Logout.
import { ArrowLeft, LogOut } from 'lucide-react';
import { type Ref, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { ADMIN_NAV } from './admin-nav.ts';

const linkBase =
  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-offset-0';

export function AdminSidebar({ id, ref }: { id: string; ref?: Ref<HTMLElement> }) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const onLogout = async () => {
    setLeaving(true);
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <nav ref={ref} id={id} aria-label="Admin" className="flex h-full flex-col">
      <div className="flex items-center gap-3 px-5 py-5">
        <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
        <h2 className="text-base font-semibold text-white">Admin Panel</h2>
      </div>
      <ul className="flex-1 space-y-1 overflow-y-auto px-3">
        {ADMIN_NAV.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                `${linkBase} ${
                  isActive
                    ? 'bg-neon-cyan/15 text-cyan-100 shadow-[inset_3px_0_0_var(--color-neon-cyan)]'
                    : 'text-slate-300 hover:bg-white/5 hover:text-white'
                }`
              }
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="space-y-1 border-t border-white/10 px-3 py-4">
        {user ? (
          <p className="truncate px-3 pb-2 text-xs text-slate-400" title={user.email}>
            Signed in as <span className="text-slate-200">{user.name}</span>
          </p>
        ) : null}
        <Link to="/" className={`${linkBase} text-slate-300 hover:bg-white/5 hover:text-white`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Site
        </Link>
        <button
          type="button"
          onClick={onLogout}
          disabled={leaving}
          className={`${linkBase} w-full text-red-300 hover:bg-red-500/10 hover:text-red-200 disabled:opacity-60`}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </button>
      </div>
    </nav>
  );
}
