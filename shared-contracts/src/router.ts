// The part of React Router the shop's pages and the shell use, shared once per page (a runtime
// singleton within the contracts major). `react-router` shared whole weighed 61 KiB compressed
// on every page (server rendering, RSC and cookie helpers included); this entry is tree-shaken
// to what is named here (declarative routing), about 12 KiB. Browser code imports the router
// from here; add a name before using it (docs/decisions/0002-what-is-shared.md). The server
// build of the shell uses `react-router` itself for its StaticRouter (the same module instance
// on the server).
export type {
  Location,
  NavigateFunction,
  Params,
  RouteObject,
  SetURLSearchParams,
} from 'react-router';
export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
