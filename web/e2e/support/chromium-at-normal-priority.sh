#!/bin/sh
# Starts the browser ($RECELL_CHROMIUM) unable to raise its threads' priority. Run as root, Chromium
# puts its compositor, IO and GPU threads at nice -8; beside the rest of `npm test` on two cores they
# then take the CPU from the local stack the pages are waiting on, and from the timed tests of the
# other lane. Without CAP_SYS_NICE every thread stays at the priority of the tests around it.
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
  exec setpriv --inh-caps=-sys_nice --bounding-set=-sys_nice -- "$RECELL_CHROMIUM" "$@"
fi
exec "$RECELL_CHROMIUM" "$@"
