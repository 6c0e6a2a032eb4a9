import { PartyPopperIcon } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { SkipLink } from '@/components/skip-link';
import { Separator } from '@/components/ui/separator';
import { Sidebar, SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar';
import {
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from '@/components/ui/sidebar-menu';
import { usePrincipal } from '@/features/auth/api';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { ComponentErrorBoundary } from '../error-screens';
import { AvatarMenu } from './avatar-menu';
import { type AvatarMenuEntry, activeNavItem, type NavItem } from './nav';

/** The frame every signed-in area shares: sidebar, header with bell and avatar menu, the page. */
export function PortalShell({
  areaName,
  homePath,
  items,
  avatarEntries,
  accountLabel,
  sidebarTop,
  sidebarFooter,
  headerActions,
}: {
  /** 'Partner Portal', 'Vendor Portal', ... */
  areaName: string;
  homePath: string;
  items: readonly NavItem[];
  avatarEntries: readonly AvatarMenuEntry[];
  accountLabel?: string;
  sidebarTop?: ReactNode;
  sidebarFooter?: ReactNode;
  /** Shown in the header before the bell (the partner's cart). */
  headerActions?: ReactNode;
}) {
  const principal = usePrincipal();
  const { pathname } = useLocation();
  const visibleItems = items.filter((item) => item.visible?.(principal) ?? true);
  const active = activeNavItem(visibleItems, pathname);

  return (
    <SidebarProvider>
      <SkipLink />
      <Sidebar label={`${areaName} navigation`}>
        <aside aria-label={`${areaName} sidebar`} className="flex h-full flex-col">
          <SidebarHeader>
            <Link
              to={homePath}
              className="flex items-center gap-2 rounded-md p-2 focus-visible:outline-sidebar-ring group-data-[collapsible=icon]:p-1"
            >
              <PartyPopperIcon className="size-6 shrink-0 text-festive" aria-hidden="true" />
              <span className="flex flex-col leading-tight group-data-[collapsible=icon]:sr-only">
                <span className="font-bold">Party Central</span>
                <span className="text-sidebar-muted-foreground text-xs">{areaName}</span>
              </span>
            </Link>
          </SidebarHeader>
          <SidebarContent>
            {sidebarTop}
            <nav aria-label={areaName}>
              <SidebarGroup>
                <SidebarMenu>
                  {visibleItems.map((item) => (
                    <SidebarMenuItem key={item.to}>
                      <SidebarMenuButton asChild tooltip={item.label}>
                        <NavLink to={item.to} end={item.end ?? false}>
                          <item.icon aria-hidden="true" />
                          <span>{item.label}</span>
                        </NavLink>
                      </SidebarMenuButton>
                    </SidebarMenuItem>
                  ))}
                </SidebarMenu>
              </SidebarGroup>
            </nav>
          </SidebarContent>
          {sidebarFooter && <SidebarFooter>{sidebarFooter}</SidebarFooter>}
        </aside>
      </Sidebar>
      <SidebarInset>
        <header className="sticky top-0 z-10 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:px-4">
          <SidebarTrigger />
          <Separator orientation="vertical" className="h-6!" />
          <p className="truncate font-semibold">{active?.label ?? areaName}</p>
          <div className="ml-auto flex items-center gap-1">
            {headerActions && <ComponentErrorBoundary>{headerActions}</ComponentErrorBoundary>}
            <ComponentErrorBoundary>
              <NotificationBell />
            </ComponentErrorBoundary>
            <AvatarMenu principal={principal} accountLabel={accountLabel} entries={avatarEntries} />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
