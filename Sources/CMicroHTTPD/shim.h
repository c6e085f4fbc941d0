#ifndef REEL_CMICROHTTPD_SHIM_H
#define REEL_CMICROHTTPD_SHIM_H
#include <stdarg.h>
#include <stdint.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

/* MHD_start_daemon and MHD_get_daemon_info are variadic, which Swift cannot call: these two
   fixed-argument wrappers pass exactly the options ReelPreview uses. */

/* A daemon with a thread per connection, listening on `address` only, with the given bounds:
   `memory_limit` bytes per connection (request line and headers must fit), at most
   `connection_limit` connections, `timeout_s` seconds of inactivity before a connection closes. */
static inline struct MHD_Daemon *reel_mhd_start(const struct sockaddr_in *address, MHD_AccessHandlerCallback handler,
                                                void *handler_cls, MHD_RequestCompletedCallback completed,
                                                void *completed_cls, size_t memory_limit,
                                                unsigned int connection_limit, unsigned int timeout_s) {
    return MHD_start_daemon(MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD,
                            ntohs(address->sin_port), NULL, NULL, handler, handler_cls,
                            MHD_OPTION_SOCK_ADDR, (const struct sockaddr *)address,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeout_s,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
                            MHD_OPTION_END);
}

/* The port the daemon is bound to (useful after asking for port 0); 0 when unknown. */
static inline uint16_t reel_mhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/* The listening socket, to check what it is bound to; -1 when unknown. */
static inline int reel_mhd_listen_fd(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_LISTEN_FD);
    return info == NULL ? -1 : info->listen_fd;
}
#endif
