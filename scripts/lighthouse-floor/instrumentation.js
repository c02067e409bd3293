// The floor is a hello-world app: without a hook of its own here, Turbopack would build in the
// project's (src/instrumentation.ts), with its request pipeline and Content-Security-Policy.
export function register() {}
