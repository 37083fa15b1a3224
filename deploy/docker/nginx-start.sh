#!/bin/sh
# The section images' command: renders the section's nginx configuration from the environment
# (render-config.sh: at every start, so a changed address needs only the container recreated),
# then runs nginx in the foreground as the image's user.
set -eu
/etc/nginx/school/render-config.sh
exec nginx -e stderr -g 'daemon off;'
