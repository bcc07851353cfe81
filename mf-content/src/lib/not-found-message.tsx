/** The page of something the shop does not have: its message, announced to screen readers. */
export function NotFoundMessage({ message }: { message: string }) {
  return (
    <div data-boundary="mf-content">
      <p role="alert" className="cnt-not-found" data-testid="content-not-found">
        {message}
      </p>
    </div>
  );
}
