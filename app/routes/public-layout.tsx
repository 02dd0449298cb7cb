import { Outlet } from "react-router";

/** docs/product.md: the public layout is a bare wrapper; each public page brings its own frame. */
export default function PublicLayout() {
  return <Outlet />;
}
