# The built site in a container: Debian's nginx, the same package the tests serve the site with
# (tests/e2e/hosts.spec.ts). Build the site first (`npm run build`, see docs/deploy.md), then:
#   docker build -t tana-site . && docker run --rm -p 8080:8080 tana-site
FROM debian:bookworm-slim

RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && ln -sf /dev/stdout /var/log/nginx/access.log \
  && ln -sf /dev/stderr /var/log/nginx/error.log

COPY deploy/nginx/site.conf /etc/nginx/sites-enabled/site.conf
COPY build/hosts/dist/nginx-rules.conf /etc/nginx/site-rules.conf
COPY dist/ /usr/share/nginx/html/

EXPOSE 8080
CMD ["nginx", "-g", "daemon off;"]
