// Placeholder: replaced by the issue-4 work.
import { Outlet } from "@remix-run/react";
export default function Placeholder() {
  return <Outlet />;
}
