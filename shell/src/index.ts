// The shell's styles are in the first HTML (a stylesheet link), so a server-rendered page is
// styled at first paint; everything else waits for the federation runtime (bootstrap).
import './styles.css';

// The federation runtime starts in this script's task; the bootstrap's chunks are asked for in
// the next one, so starting is two tasks instead of one long one (issue 9, TBT).
setTimeout(() => import('./bootstrap'), 0);
