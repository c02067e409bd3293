// 'server-only' in the renderer's server bundle, where every module runs on the server.
export {};
