#!/bin/bash
# The primary accepts streaming replication from the compose network (the "scale" profile's replica).
set -e
echo "host replication all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
